/**
 * searchContent's words in OpenSearch's simple_query_string syntax, meaning what PostgreSQL's
 * websearch_to_tsquery makes of them locally: words all required, "quoted phrases", `or` between
 * two words, `-word` excluded. Any other operator character (+ | ") a reader types is a space:
 * with the flags below simple_query_string reads only the operators written here, and the
 * analyser drops the rest, so any text is a valid query.
 */
export const SIMPLE_QUERY_FLAGS = 'AND|OR|NOT|PHRASE|WHITESPACE';

const OPERATOR_CHARACTERS = /[+|"]/g;
const TOKENS = /"([^"]*)"?|(\S+)/g;

export function toSimpleQuery(q: string): string {
  const parts: string[] = [];
  for (const [, phrase, word] of q.matchAll(TOKENS)) {
    if (phrase !== undefined) {
      const words = phrase.replace(OPERATOR_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
      if (words) parts.push(`"${words}"`);
      continue;
    }
    if (/^or$/i.test(word) && parts.length > 0 && parts[parts.length - 1] !== '|') {
      parts.push('|');
      continue;
    }
    const isExcluded = word.startsWith('-');
    const bare = word.replace(/^-+/, '').replace(OPERATOR_CHARACTERS, ' ').trim();
    if (!bare) continue;
    parts.push(isExcluded ? `-${bare.split(/\s+/).join(' -')}` : bare);
  }
  // An `or` with nothing after it is a word no longer: websearch_to_tsquery drops it too.
  while (parts[parts.length - 1] === '|') parts.pop();
  return parts.join(' ');
}
