/**
 * jsdom has the <dialog> element but not its behaviour: this gives it what browsers do and
 * components/ui/dialog.tsx relies on — showModal(), show() and close() with the open attribute
 * and the close event; Escape firing a cancelable `cancel` at the topmost modal dialog and
 * closing it unless cancelled; focus moved in on opening and given back on closing.
 */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const modals: HTMLDialogElement[] = [];
const focusBefore = new WeakMap<HTMLDialogElement, Element | null>();

function open(dialog: HTMLDialogElement, isModal: boolean): void {
  if (dialog.open) {
    if (isModal) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    return;
  }
  dialog.setAttribute('open', '');
  if (!isModal) return;
  modals.push(dialog);
  focusBefore.set(dialog, document.activeElement);
  const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector(focusable);
  (first as HTMLElement | null)?.focus();
}

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    open(this, true);
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    open(this, false);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const at = modals.indexOf(this);
    if (at >= 0) modals.splice(at, 1);
    const previous = focusBefore.get(this);
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
