/** @jest-environment jsdom */
import { LEAVE_GRACE_MS, watchDocumentLeave } from './document-leave';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A window of its own per test: the watch's listeners stay on it. */
function watched() {
  const target = new EventTarget() as Window;
  return { target, leave: watchDocumentLeave(target) };
}

const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

describe('leaving the document', () => {
  it('handles a failure at once while the visitor stays', () => {
    const { leave } = watched();
    const handle = jest.fn();
    leave.unlessLeaving(handle);
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it('holds a failure that comes while the visitor leaves, so no reload cancels the navigation', () => {
    const { target, leave } = watched();
    const handle = jest.fn();
    target.dispatchEvent(new Event('beforeunload'));
    leave.unlessLeaving(handle);
    jest.advanceTimersByTime(LEAVE_GRACE_MS - 1);
    expect(handle).not.toHaveBeenCalled();
  });

  it('handles what it held once the document has stayed after all (a download)', () => {
    const { target, leave } = watched();
    const handle = jest.fn();
    target.dispatchEvent(new Event('beforeunload'));
    leave.unlessLeaving(handle);
    jest.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(handle).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    leave.unlessLeaving(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('handles what it held when the document comes back from the back-forward cache', () => {
    const { target, leave } = watched();
    const handle = jest.fn();
    target.dispatchEvent(new Event('beforeunload'));
    leave.unlessLeaving(handle);
    target.dispatchEvent(pageshow(false));
    expect(handle).not.toHaveBeenCalled();
    target.dispatchEvent(pageshow(true));
    expect(handle).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(handle).toHaveBeenCalledTimes(1);
  });
});
