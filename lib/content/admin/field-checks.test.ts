import { MEDIA_URL_MESSAGE, REQUIRED_FIELD_MESSAGE, SLUG_MESSAGE, WEB_URL_MESSAGE } from './admin-messages';
import {
  checkDate,
  checkList,
  checkMediaLocation,
  checkRequired,
  checkSlug,
  checkTimeZone,
  checkWebUrl,
  checkWholeNumber,
  isCalendarDate,
  isMediaLocation,
  isWebUrl,
} from './field-checks';

describe('admin field checks', () => {
  it('accept http and https addresses with a host, and nothing else as a web URL', () => {
    expect(isWebUrl('https://www.youtube.com/@someone')).toBe(true);
    expect(isWebUrl('http://example.com')).toBe(true);
    for (const bad of ['youtube.com/@someone', 'javascript:alert(1)', 'ftp://example.com', 'https://', 'https://exa mple.com', 'mailto:a@b.c']) {
      expect(isWebUrl(bad)).toBe(false);
    }
    expect(checkWebUrl('www.example.com')).toBe(WEB_URL_MESSAGE);
    expect(checkWebUrl('')).toBeUndefined();
  });

  it('accept web addresses and paths on this site as media, but not protocol-relative or spaced paths', () => {
    expect(isMediaLocation('/media/streams/the-long-watch.mp4')).toBe(true);
    expect(isMediaLocation('https://www.youtube.com/embed/abcdefghijk')).toBe(true);
    expect(isMediaLocation('//evil.example/x.mp4')).toBe(false);
    expect(isMediaLocation('/media/my file.mp4')).toBe(false);
    expect(checkMediaLocation('media/x.mp4')).toBe(MEDIA_URL_MESSAGE);
  });

  it('take slugs of lower-case words joined by single hyphens', () => {
    expect(checkSlug('the-long-watch-2')).toBeUndefined();
    for (const bad of ['The-Long-Watch', 'the--long', '-the', 'the long', 'thé']) expect(checkSlug(bad)).toBe(SLUG_MESSAGE);
  });

  it('take real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-1')).toBe(false);
    expect(checkDate('31/12/2024')).toBe('Enter a real date as YYYY-MM-DD');
  });

  it('take whole numbers from the least value up', () => {
    expect(checkWholeNumber(0)('0')).toBeUndefined();
    expect(checkWholeNumber(0)('1200')).toBeUndefined();
    expect(checkWholeNumber(0)('-1')).toBe('Enter a whole number, 0 or more');
    expect(checkWholeNumber(0)('1.5')).toBe('Enter a whole number, 0 or more');
    expect(checkWholeNumber(0)('1,200')).toBe('Enter a whole number, 0 or more');
    expect(checkWholeNumber(1)('0')).toBe('Enter a whole number, 1 or more');
  });

  it('know IANA time zones', () => {
    expect(checkTimeZone('Europe/London')).toBeUndefined();
    expect(checkTimeZone('Mars/Olympus')).toBe('Enter an IANA time zone such as Europe/London or America/New_York');
  });

  it('say which list entry is wrong, counting only filled ones, and catch repeats regardless of case', () => {
    expect(checkList(['https://a.example', '', 'not a url'], checkWebUrl)).toBe(`Entry 2: ${WEB_URL_MESSAGE}`);
    expect(checkList(['Drama', 'drama'])).toBe('“drama” is listed twice');
    expect(checkList(['  ', ''])).toBeUndefined();
  });

  it('require a value with more than white space', () => {
    expect(checkRequired('   ')).toBe(REQUIRED_FIELD_MESSAGE);
    expect(checkRequired(' x ')).toBeUndefined();
  });
});
