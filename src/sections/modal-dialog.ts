/**
 * Opens a native `<dialog>` as a modal, or (where `showModal` is missing: old browsers, jsdom) just
 * shows it and focuses its first button.
 */
export function showModalDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') {
    if (!dialog.open) dialog.showModal();
  } else {
    dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('button')?.focus();
  }
}

/** Closes a dialog opened by `showModalDialog`. */
export function closeModalDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') {
    if (dialog.open) dialog.close();
  } else {
    dialog.removeAttribute('open');
  }
}
