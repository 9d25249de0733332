/**
 * The body of the spec's on/off calls (`add_favourite`, `add-project-favourite`,
 * `interested_users`): the id under its field's name and `type` 1 to switch on, 0 to switch off.
 */
export function switchBody(idField: string, id: number, isOn: boolean) {
  return { [idField]: id, type: isOn ? 1 : 0 };
}
