/** Providers that deliver every dotted spelling of a local part to one inbox, and their one name. */
const DOT_BLIND_DOMAINS: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The inbox an address delivers to, as far as can be told from the address: lower case, the
 * `+tag` dropped, and for Gmail the dots of the local part too. Counts per recipient are kept by
 * this, so `Ann+1@x.test` and `ann+2@x.test` fill one inbox's quota, not two.
 */
export function normalizeMailbox(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotBlind = DOT_BLIND_DOMAINS.get(domain);
  if (dotBlind !== undefined) {
    domain = dotBlind;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
