import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeAmplifyOutputs } from './compose-outputs';
import { writeAmplifyOutputs } from './write-outputs';

describe('writeAmplifyOutputs', () => {
  it('writes version 1.3, the sections and the custom endpoints, leaving no temporary file', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'streamit-outputs-'));
    const path = join(directory, 'amplify_outputs.json');
    await writeAmplifyOutputs(path, [
      { sections: { auth: { aws_region: 'us-west-2' } }, custom: { user_pool_endpoint: 'http://localhost:3000/_aws/cognito-idp' } },
      { custom: { identity_pool_endpoint: 'http://localhost:3000/_aws/cognito-identity' } },
    ]);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      version: '1.3',
      auth: { aws_region: 'us-west-2' },
      custom: {
        user_pool_endpoint: 'http://localhost:3000/_aws/cognito-idp',
        identity_pool_endpoint: 'http://localhost:3000/_aws/cognito-identity',
      },
    });
    expect(readdirSync(directory)).toEqual(['amplify_outputs.json']);
    rmSync(directory, { recursive: true, force: true });
  });
});

describe('composeAmplifyOutputs', () => {
  it('refuses two services claiming one section or custom key', () => {
    expect(() => composeAmplifyOutputs([{ sections: { auth: {} } }, { sections: { auth: {} } }])).toThrow(/"auth" section/);
    expect(() => composeAmplifyOutputs([{ custom: { a: 1 } }, { custom: { a: 2 } }])).toThrow(/custom\.a/);
    expect(() => composeAmplifyOutputs([{ sections: { version: '2' } }])).toThrow(/"version"/);
  });
});
