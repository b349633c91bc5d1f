/** The AWS side's aggregation over scanned items: the same answers the local SQL gives. */
export type Item = Record<string, unknown>;

type Figures = { key: string; recorded: number; active: number; underAppeal: number; restored: number; creators: number };

function matchesBan(item: Item, args: Record<string, unknown>): boolean {
  if (typeof args.platformId === 'string' && String(item.platformId ?? '').toLowerCase() !== args.platformId.toLowerCase()) return false;
  if (typeof args.year === 'number' && String(item.dateOfBan ?? '').slice(0, 4) !== String(args.year)) return false;
  if (typeof args.isActive === 'boolean' && (item.isActive === true) !== args.isActive) return false;
  if (typeof args.appealStatus === 'string' && String(item.appealStatus ?? 'NONE') !== args.appealStatus) return false;
  if (typeof args.profileId === 'string' && item.profileId !== args.profileId) return false;
  return true;
}

/** banStatistics over scanned ban records. */
export function countBans(items: readonly Item[], args: Record<string, unknown>) {
  const groups = { total: new Map<string, Item[]>(), byPlatform: new Map<string, Item[]>(), byYear: new Map<string, Item[]>(), byAppealStatus: new Map<string, Item[]>() };
  const add = (map: Map<string, Item[]>, key: string, item: Item) => map.set(key, [...(map.get(key) ?? []), item]);
  for (const item of items.filter((candidate) => matchesBan(candidate, args))) {
    add(groups.total, '', item);
    add(groups.byPlatform, String(item.platformId ?? '').toLowerCase(), item);
    add(groups.byYear, String(item.dateOfBan ?? '').slice(0, 4), item);
    add(groups.byAppealStatus, String(item.appealStatus ?? 'NONE'), item);
  }
  const figures = ([key, group]: [string, Item[]]): Figures => ({
    key,
    recorded: group.length,
    active: group.filter((item) => item.isActive === true).length,
    underAppeal: group.filter((item) => item.appealStatus === 'PENDING').length,
    restored: group.filter((item) => item.appealStatus === 'RESTORED').length,
    creators: new Set(group.map((item) => item.profileId)).size,
  });
  const sorted = (map: Map<string, Item[]>) => [...map].map(figures).sort((a, b) => a.key.localeCompare(b.key));
  return {
    total: groups.total.size ? figures(['', groups.total.get('') ?? []]) : { key: '', recorded: 0, active: 0, underAppeal: 0, restored: 0, creators: 0 },
    byPlatform: sorted(groups.byPlatform),
    byYear: sorted(groups.byYear).reverse(),
    byAppealStatus: sorted(groups.byAppealStatus),
  };
}

const LISTS = new Map<string, { model: string; fields: string[]; key: string | null; order: (a: Item, b: Item) => number }>([
  ['BRIEFS', { model: 'Brief', fields: ['id', 'slug', 'blogDate', 'updatedAt', 'profileId'], key: 'slug', order: (a, b) => byText(b, a, 'blogDate') || byText(b, a, 'id') }],
  ['PROFILES', { model: 'Profile', fields: ['id', 'username', 'totalBans', 'totalEstimatedLoss', 'updatedAt'], key: 'username', order: (a, b) => Number(b.totalBans ?? -1) - Number(a.totalBans ?? -1) || Number(b.totalEstimatedLoss ?? -1) - Number(a.totalEstimatedLoss ?? -1) || byText(a, b, 'id') }],
  ['PLATFORM_BANS', { model: 'PlatformBan', fields: ['id', 'platformId', 'profileId', 'isActive', 'dateOfBan', 'appealStatus', 'updatedAt'], key: null, order: (a, b) => byText(b, a, 'dateOfBan') || byText(b, a, 'id') }],
  ['SHADOWBAN_REPORTS', { model: 'ShadowbanExperience', fields: ['id', 'profileId', 'date', 'updatedAt'], key: null, order: (a, b) => byText(b, a, 'date') || byText(b, a, 'id') }],
  ['STREAMS', { model: 'Stream', fields: ['id', 'slug', 'updatedAt'], key: 'slug', order: (a, b) => byText(a, b, 'id') }],
  ['PERSONALITIES', { model: 'Personality', fields: ['id', 'name', 'updatedAt'], key: 'name', order: (a, b) => byText(a, b, 'id') }],
]);

function byText(a: Item, b: Item, field: string): number {
  return String(a[field] ?? '').localeCompare(String(b[field] ?? ''));
}

/** listContentEntries over a scanned table (brief category and tag filters are answered locally only). */
export async function pageOfItems(args: Record<string, unknown>, scan: (model: string, fields: string[]) => Promise<Item[]>) {
  const spec = typeof args.list === 'string' ? LISTS.get(args.list) : undefined;
  const offset = Number(args.offset);
  const limit = Number(args.limit);
  if (!spec || !Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new Error('BadRequest: list, offset or limit out of range.');
  const items = (await scan(spec.model, spec.fields)).filter((item) => spec.model !== 'PlatformBan' ? matchesBan(item, { profileId: args.profileId }) : matchesBan(item, args)).sort(spec.order);
  return {
    total: items.length,
    entries: items.slice(offset, offset + limit).map((item) => ({ id: String(item.id), key: spec.key ? ((item[spec.key] as string | undefined) ?? null) : null, updatedAt: (item.updatedAt as string | undefined) ?? null })),
  };
}
