/** Shapes of secrets no answer may carry: private JWK members, the pool's own field names for its keys. */
const SECRET_PATTERNS: readonly RegExp[] = [
  /"(?:d|p|q|dp|dq|qi)"\s*:\s*"[A-Za-z0-9_-]{40,}"/,
  /secretAccessKey/i,
  /privateJwk|private_jwk/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];

/** Which secret shapes or known secret values `text` contains (empty when none). */
export function findSecrets(text: string, knownSecrets: readonly string[]): string[] {
  const found = SECRET_PATTERNS.filter((pattern) => pattern.test(text)).map(String);
  for (const secret of knownSecrets)
    if (secret && text.includes(secret)) found.push(`the value of a known secret (${secret.slice(0, 4)}…)`);
  return found;
}
