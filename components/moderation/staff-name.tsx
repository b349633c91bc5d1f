'use client';

import { useEffect, useState } from 'react';
import { requireAdminClient } from '@/components/admin/admin-client';
import { createStaffNameLoader } from '@/lib/content/moderation/staff-names';
import { accountIdOf } from '@/amplify/data/moderation/staff-names';

const loadStaffName = createStaffNameLoader(async (subs) => {
  const client = await requireAdminClient();
  const { data, errors } = await client.queries.staffNames({ subs });
  if (errors?.length) throw new Error(errors[0].message);
  return (data ?? []).flatMap((entry) => (entry ? [{ sub: entry.sub, name: entry.name ?? null }] : []));
});

type NameState = { status: 'loading' } | { status: 'named'; name: string } | { status: 'gone' } | { status: 'unknown' };

/**
 * The staff member behind an account id a moderation record keeps (`<sub>` or `<sub>::<username>`),
 * named for staff by the staffNames query; an account deleted since reads "a former moderator", and
 * a name that cannot be read now shows the id's start, as before. `firstName`, when the server named
 * the account for the page's first view (null: gone), is shown at once and not asked again: the
 * page's start loads no Data client for it.
 */
export function StaffName({ account, firstName }: { account: string; firstName?: string | null }) {
  const [state, setState] = useState<NameState>(() => (firstName === undefined ? { status: 'loading' } : firstName ? { status: 'named', name: firstName } : { status: 'gone' }));
  const isKnown = firstName !== undefined;
  useEffect(() => {
    if (isKnown) return;
    let isCurrent = true;
    loadStaffName(account).then(
      (name) => isCurrent && setState(name ? { status: 'named', name } : { status: 'gone' }),
      () => isCurrent && setState({ status: 'unknown' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [account, isKnown]);
  if (state.status === 'named') return <>{state.name}</>;
  if (state.status === 'gone') return <span className="text-muted-theme">a former moderator</span>;
  if (state.status === 'unknown') return <span title={accountIdOf(account)}>account {accountIdOf(account).slice(0, 8)}</span>;
  return <span className="text-muted-theme">a moderator</span>;
}
