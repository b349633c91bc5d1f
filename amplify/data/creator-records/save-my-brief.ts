import { BRIEF_CATEGORIES, baseSlugOf, findUniqueSlug, monthOf } from '../brief-rules';
import { BRIEF_STATUSES, type BriefStatus } from '../enums';
import { readId, readOneOf, readRequiredText, readText, readTextList, type Args } from './input-checks';
import { countNewRecord } from './new-record-quota';
import { findOwnRecord, requireProfileOf } from './profile-of-caller';
import { RecordRuleError } from './record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort, RecordWrite } from './records-port';
import { CLAIM_MODEL, claimIdOf, claimOf } from './unique-claims';

/** Published briefs are public; drafts and archived ones live apart, readable by their owner and moderators only. */
export const PUBLISHED_BRIEF_MODEL = 'Brief';
export const UNPUBLISHED_BRIEF_MODEL = 'UnpublishedBrief';
export const BRIEF_MODELS = [PUBLISHED_BRIEF_MODEL, UNPUBLISHED_BRIEF_MODEL] as const;

/** The version a replace expects to find, when the record has one. */
export function updatedAtOf(record: RecordDocument | null): string | null {
  return typeof record?.updatedAt === 'string' ? record.updatedAt : null;
}

export function briefModelFor(status: unknown): string {
  return status === 'PUBLISHED' ? PUBLISHED_BRIEF_MODEL : UNPUBLISHED_BRIEF_MODEL;
}

function readBriefInput(args: Args) {
  return {
    title: readRequiredText(args, 'title', 150),
    description: readRequiredText(args, 'description', 300),
    longDescription: readText(args, 'longDescription', { maxLength: 200_000 }),
    categories: readOneOf(args, 'categories', BRIEF_CATEGORIES, { isRequired: true }) as string,
    tags: readTextList(args, 'tags', { maxItems: 20, maxLength: 50 }),
    warfareTags: readTextList(args, 'warfareTags', { maxItems: 20, maxLength: 50 }),
    thumbnail: readText(args, 'thumbnail', { maxLength: 2000 }),
    status: readOneOf(args, 'status', BRIEF_STATUSES, { isRequired: true }) as BriefStatus,
  };
}

/**
 * saveMyBrief – creates or changes one of the caller's briefs. It is always on the caller's own
 * profile; the author fields (userId, username, userImage) come from that profile, the counters
 * and `featured` are the server's, the slug is unique (a claim) and stays once the brief was
 * public. Publishing moves the brief into the public table, unpublishing out of it.
 */
export async function saveMyBrief(port: RecordsPort, caller: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const profile = await requireProfileOf(port, caller);
  const input = readBriefInput(args);
  const id = readId(args);
  const found = id ? await findOwnRecord(port, BRIEF_MODELS, id, profile) : null;
  if (id && !found) throw new RecordRuleError('NotFound', `No brief ${id} on your profile.`);
  if (!id) await countNewRecord(port, caller, clock, 'brief');
  const existing = found?.doc ?? null;
  const now = clock.now.toISOString();
  const today = now.slice(0, 10);
  const writes: RecordWrite[] = [];
  const briefId = existing?.id ?? clock.newId();

  // A draft follows its title; once a brief has been public its address stays.
  const isRenamedDraft = existing?.status === 'DRAFT' && baseSlugOf(String(existing.title)) !== baseSlugOf(input.title);
  let slug = existing ? String(existing.slug) : '';
  if (!existing || isRenamedDraft) {
    slug = await findUniqueSlug(input.title, async (candidate) => Boolean(await port.get(CLAIM_MODEL, claimIdOf('brief-slug', candidate))));
    writes.push({ kind: 'create', model: CLAIM_MODEL, doc: claimOf('brief-slug', slug, briefId, now) });
    if (existing) writes.push({ kind: 'delete', model: CLAIM_MODEL, id: claimIdOf('brief-slug', String(existing.slug)) });
  }
  const isFirstPublication = input.status === 'PUBLISHED' && existing?.status === 'DRAFT';
  const blogDate = !existing || isFirstPublication ? today : String(existing.blogDate);
  const brief: RecordDocument = {
    views: 0,
    shares: 0,
    featured: false,
    createdAt: now,
    ...existing,
    ...input,
    id: briefId,
    slug,
    blogDate,
    month: monthOf(blogDate),
    profileId: profile.id,
    userId: profile.userId,
    username: profile.username,
    userImage: profile.avatarUrl ?? null,
    owner: caller.owner,
    updatedAt: now,
  };
  const model = briefModelFor(input.status);
  if (found && found.model !== model) writes.push({ kind: 'delete', model: found.model, id: briefId });
  writes.push(found && found.model === model ? { kind: 'put', model, doc: brief, expectUpdatedAt: updatedAtOf(existing) } : { kind: 'create', model, doc: brief });
  try {
    await port.commit(writes);
  } catch (error) {
    if (error instanceof RecordRuleError && error.errorType === 'Conflict') throw new RecordRuleError('Conflict', 'The brief changed meanwhile, or its address was just taken: please save again.');
    throw error;
  }
  return brief;
}

/** deleteMyBrief – removes one of the caller's briefs and frees its address. */
export async function deleteMyBrief(port: RecordsPort, caller: RecordCaller, args: Args): Promise<RecordDocument> {
  const profile = await requireProfileOf(port, caller);
  const id = readId(args);
  const found = id ? await findOwnRecord(port, BRIEF_MODELS, id, profile) : null;
  if (!found) throw new RecordRuleError('NotFound', `No brief ${id ?? ''} on your profile.`);
  await port.commit([
    { kind: 'delete', model: found.model, id: found.doc.id },
    { kind: 'delete', model: CLAIM_MODEL, id: claimIdOf('brief-slug', String(found.doc.slug)) },
  ]);
  return found.doc;
}
