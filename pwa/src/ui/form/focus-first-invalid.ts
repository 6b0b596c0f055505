/**
 * After a refused submit, moves focus to the first invalid control in the form's visual order and
 * brings it into view. react-hook-form's own focusing only reaches fields registered with a ref,
 * in registration order, so it misses Radix selects and checkbox groups.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // Wait a frame: the error state renders `aria-invalid` after the submit handler returns.
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], button[aria-invalid="true"], select[aria-invalid="true"]');
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  });
}
