import { PLATFORM_NAMES } from '../enums';
import { AVATAR_MESSAGE, isProductAvatar, parseUploadedAvatar } from './avatar-reference';
import type { EvidenceFilesPort } from './evidence-files-port';
import { readText, readTextList, readRequiredText, readWebUrl, type Args } from './input-checks';
import { findProfileOf, PROFILE_MODEL, refuseIfProfileHidden } from './profile-of-caller';
import { profileTotalsWrite } from './profile-totals-write';
import { badRequest, RecordRuleError } from './record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort, RecordWrite } from './records-port';
import { carryAuthorToBriefs } from './brief-authorship';
import { CLAIM_MODEL, claimIdOf, claimOf } from './unique-claims';
import { normalizeUsername, usernameProblem, USERNAME_TAKEN_MESSAGE } from './usernames';
import { usernameClaimWrite } from '../account-leave/username-reservation';

/** The profile's web links (SPEC §3), each an AWSURL argument of saveMyProfile. */
export const PROFILE_LINK_FIELDS = [
  'xLink', 'youtubeLink', 'rumbleLink', 'blogLink', 'facebookLink', 'instagramLink', 'tiktokLink', 'substackLink', 'mediumLink', 'twitchLink',
] as const;
const SOLANA_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** What a creator writes of their profile; everything else (owner, totals, dates) the server sets. */
function readProfileInput(args: Args) {
  const solanaAddress = readText(args, 'solanaAddress', { maxLength: 44 });
  if (solanaAddress && !SOLANA_PATTERN.test(solanaAddress)) throw badRequest('solanaAddress must be 32 to 44 base58 letters and digits.');
  const activePlatforms = readTextList(args, 'activePlatforms', { maxItems: PLATFORM_NAMES.length, maxLength: 20 });
  if (activePlatforms.some((name) => !(PLATFORM_NAMES as readonly string[]).includes(name))) {
    throw badRequest(`activePlatforms may only name ${PLATFORM_NAMES.join(', ')}.`);
  }
  // Shown to every visitor as links: http(s) only (AWSURL alone lets javascript: and data: through).
  const links = Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, readWebUrl(args, field, { maxLength: 2000 })]));
  return {
    displayName: readRequiredText(args, 'displayName', 80),
    bio: readText(args, 'bio', { maxLength: 2000 }),
    schedule: readText(args, 'schedule', { maxLength: 200 }),
    solanaAddress,
    activePlatforms,
    ...links,
  };
}

/** Who owns an identity-pool identity: the bucket's side of the rules (null where it cannot tell). */
export type IdentityCheck = Pick<EvidenceFilesPort, 'isIdentityOf'>;

/** Cannot tell, as on AWS, where the function sees the user pool's sub and never an identity id. */
const UNKNOWN_IDENTITIES: IdentityCheck = { isIdentityOf: async () => null };

/**
 * The avatar: empty, the site's artwork, or a picture in the caller's own profile-avatar folder
 * (avatar-reference.ts); another identity's folder is refused where the platform can tell.
 */
async function readAvatar(args: Args, caller: RecordCaller, identities: IdentityCheck): Promise<string | null> {
  const value = readText(args, 'avatarUrl', { maxLength: 2000 });
  if (value === null) return null;
  if (!isProductAvatar(value)) throw badRequest(AVATAR_MESSAGE);
  const uploaded = parseUploadedAvatar(value);
  if (uploaded && (await identities.isIdentityOf(uploaded.identityId, caller.sub)) === false) throw badRequest(AVATAR_MESSAGE);
  return value;
}

/**
 * saveMyProfile – creates the caller's one profile or changes it. `userId` and the owner are the
 * caller's; the username is unique in any letter case (a claim record the store cannot hold
 * twice), never a reserved word; a name the profile leaves stays claimed by it.
 */
export async function saveMyProfile(
  port: RecordsPort,
  caller: RecordCaller,
  clock: RecordClock,
  args: Args,
  identities: IdentityCheck = UNKNOWN_IDENTITIES,
): Promise<RecordDocument> {
  const username = normalizeUsername(readRequiredText(args, 'username', 30));
  const problem = usernameProblem(username);
  if (problem) throw badRequest(problem);
  const input = { ...readProfileInput(args), avatarUrl: await readAvatar(args, caller, identities) };
  const now = clock.now.toISOString();
  const existing = await findProfileOf(port, caller);
  if (!existing) await refuseIfProfileHidden(port, caller);
  const profileId = existing?.id ?? clock.newId();

  const writes: RecordWrite[] = [];
  if (existing?.username !== username) {
    // Free, the profile's own from before, or kept back after its account left (and then only once that time is over).
    writes.push(usernameClaimWrite(await port.get(CLAIM_MODEL, claimIdOf('username', username)), username, profileId, clock.now, USERNAME_TAKEN_MESSAGE));
    if (existing) {
      const previous = await port.get(CLAIM_MODEL, claimIdOf('username', String(existing.username)));
      if (previous) writes.push({ kind: 'put', model: CLAIM_MODEL, doc: { ...previous, isCurrent: false, updatedAt: now } });
    }
  }
  if (existing) {
    const changed = { ...existing, ...input, username };
    writes.push(await profileTotalsWrite(port, changed, now));
  } else {
    // One profile per account, enforced like a unique name: a second create (another tab) fails.
    writes.push({ kind: 'create', model: CLAIM_MODEL, doc: claimOf('profile-of', caller.sub, profileId, now) });
    const profile: RecordDocument = { id: profileId, userId: caller.sub, username, ...input, owner: caller.owner, createdAt: now, updatedAt: now };
    const withTotals = await profileTotalsWrite(port, profile, now);
    writes.push({ kind: 'create', model: PROFILE_MODEL, doc: withTotals.kind === 'put' ? withTotals.doc : profile });
  }
  try {
    await port.commit(writes);
  } catch (error) {
    if (!(error instanceof RecordRuleError) || error.errorType !== 'Conflict') throw error;
    const claim = await port.get(CLAIM_MODEL, claimIdOf('username', username));
    // Taken (or kept back) meanwhile: said as such.
    if (claim && claim.recordId !== profileId) usernameClaimWrite(claim, username, profileId, clock.now, USERNAME_TAKEN_MESSAGE);
    throw new RecordRuleError('Conflict', existing ? 'Your profile changed meanwhile: please try again.' : 'You already have a profile.');
  }
  const written = writes.find((write) => write.model === PROFILE_MODEL);
  const saved = written && written.kind !== 'delete' ? written.doc : (existing as RecordDocument);
  if (existing && (existing.username !== saved.username || (existing.avatarUrl ?? null) !== (saved.avatarUrl ?? null)))
    await carryAuthorToBriefs(port, saved);
  return saved;
}
