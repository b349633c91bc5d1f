/**
 * @jest-environment jsdom
 */
import { whenPageSettled } from './when-page-settled';

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => jest.useRealTimers());

it('runs once the loaded page is idle, not before', async () => {
  expect(document.readyState).toBe('complete');
  const work = jest.fn();
  whenPageSettled(work);
  expect(work).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(10);
  expect(work).toHaveBeenCalledTimes(1);
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
  expect(work).toHaveBeenCalledTimes(1);
});

it('runs at once when the page is hidden first, and only once', async () => {
  const work = jest.fn();
  whenPageSettled(work);
  setVisibility('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(work).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(10);
  expect(work).toHaveBeenCalledTimes(1);
});

it('waits the given time after the load before waiting for an idle moment', async () => {
  const work = jest.fn();
  whenPageSettled(work, 5000);
  await jest.advanceTimersByTimeAsync(4990);
  expect(work).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(20);
  expect(work).toHaveBeenCalledTimes(1);
});

it('runs at once when the page is hidden during the wait after the load', async () => {
  const work = jest.fn();
  whenPageSettled(work, 5000);
  await jest.advanceTimersByTimeAsync(1000);
  window.dispatchEvent(new Event('pagehide'));
  expect(work).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(5000);
  expect(work).toHaveBeenCalledTimes(1);
});

it('does nothing once cancelled', async () => {
  const work = jest.fn();
  const cancel = whenPageSettled(work);
  cancel();
  setVisibility('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  await jest.advanceTimersByTimeAsync(10);
  expect(work).not.toHaveBeenCalled();
});

it('does nothing once cancelled during the wait after the load', async () => {
  const work = jest.fn();
  const cancel = whenPageSettled(work, 5000);
  await jest.advanceTimersByTimeAsync(1000);
  cancel();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(work).not.toHaveBeenCalled();
});
