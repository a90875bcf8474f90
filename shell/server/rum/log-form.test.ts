/** What the log keeps of a browser's failure message: short, without addresses, numbers or control characters. */
import { LOGGED_MESSAGE_MAX, loggedMessageOf } from './log-form';

describe('loggedMessageOf', () => {
  it('drops addresses, paths and queries and replaces numbers', () => {
    expect(loggedMessageOf('Failed at https://site.example/a?token=123 and /releases/x/y.js id 4567')).toBe(
      'Failed at <url> and <path> id 0',
    );
  });

  it('drops control characters and cuts long messages', () => {
    const logged = loggedMessageOf(`a\u0000\u001b[31mb${'word '.repeat(200)}`) ?? '';
    expect([...logged].filter((character) => character.charCodeAt(0) < 0x20)).toEqual([]);
    expect(logged.length).toBeLessThanOrEqual(LOGGED_MESSAGE_MAX + 1);
  });

  it('keeps nothing of an empty message', () => {
    expect(loggedMessageOf(undefined)).toBeUndefined();
    expect(loggedMessageOf('')).toBeUndefined();
  });
});
