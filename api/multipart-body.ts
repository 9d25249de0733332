/**
 * A multipart body: each text field given (left out when undefined or empty), then each file
 * chosen (left out when none).
 */
export function multipartBody(
  fields: Readonly<Record<string, string | number | undefined>>,
  files: Readonly<Record<string, File | null | undefined>> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file);
  }
  return form;
}
