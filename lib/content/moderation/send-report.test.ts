import { fakeDataClient } from './fake-data-client.test-helper';
import { REPORT_NOT_CONFIGURED_NOTICE, REPORT_SENT_NOTICE } from './report-notices';
import { sendReport, validateReport } from './send-report';

const target = { model: 'Brief' as const, id: 'b1' };

describe('checking a report', () => {
  it('needs a reason; an e-mail is optional but must look like one', () => {
    expect(validateReport({ reason: ' ', contactEmail: '' })).toEqual({ reason: 'This field is required' });
    expect(validateReport({ reason: 'Planted', contactEmail: 'not an address' })).toEqual({ contactEmail: 'Please enter a valid email' });
    expect(validateReport({ reason: 'Planted', contactEmail: '' })).toEqual({});
    expect(validateReport({ reason: 'x'.repeat(1001), contactEmail: '' }).reason).toMatch(/under 1000 characters/);
  });
});

describe('sending a report', () => {
  it('thanks the visitor once the server took it, sending the e-mail only when given', async () => {
    const { client, calls } = fakeDataClient({ 'mutations.reportRecord': () => ({ data: true }) });
    expect(await sendReport(client, target, { reason: ' Planted claim ', contactEmail: ' ' })).toEqual({ tone: 'info', message: REPORT_SENT_NOTICE });
    await sendReport(client, target, { reason: 'Again', contactEmail: 'ada@example.com' });
    expect(calls.map((call) => call.args[0])).toEqual([
      { model: 'Brief', id: 'b1', reason: 'Planted claim' },
      { model: 'Brief', id: 'b1', reason: 'Again', contactEmail: 'ada@example.com' },
    ]);
  });

  it('shows the server’s refusal in its own words', async () => {
    const quota = 'You have sent 5 reports in the last hour: please try again later.';
    const { client } = fakeDataClient({ 'mutations.reportRecord': () => ({ data: null, errors: [{ message: quota, errorType: 'BadRequest' }] }) });
    expect(await sendReport(client, target, { reason: 'x', contactEmail: '' })).toEqual({ tone: 'error', message: `Your report was not sent. ${quota}` });
  });

  it('says so when the site has no backend', async () => {
    expect(await sendReport(null, target, { reason: 'x', contactEmail: '' })).toEqual({ tone: 'error', message: REPORT_NOT_CONFIGURED_NOTICE });
  });
});
