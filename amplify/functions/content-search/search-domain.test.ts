import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { PIPELINE_NAME_PATTERN, searchPipelineName } from './search-domain';

/** A scope inside a nested stack of a root stack named `stackName`, as the data stack is in Amplify's. */
function dataScope(stackName: string): Construct {
  const root = new Stack(new App(), 'Root', { stackName });
  return new Construct(new NestedStack(root, 'data'), 'search');
}

describe('the search pipeline name', () => {
  const sandbox = searchPipelineName(dataScope('amplify-banwatch-ci-sandbox-0123456789'));
  const branch = searchPipelineName(dataScope('amplify-d1a2b3c4d5e6f7-main-branch-0123456789'));

  it("is one OpenSearch Ingestion allows (3-28 characters: a-z, 0-9, '-', a letter first)", () => {
    for (const name of [sandbox, branch]) expect(name).toMatch(PIPELINE_NAME_PATTERN);
    expect(PIPELINE_NAME_PATTERN.test('banwatch-search-0123456789abc')).toBe(false);
  });

  it("differs between deployments and stays the same for one (the root stack's name, not the nested stack's)", () => {
    expect(sandbox).not.toBe(branch);
    expect(searchPipelineName(dataScope('amplify-banwatch-ci-sandbox-0123456789'))).toBe(sandbox);
    expect(searchPipelineName(dataScope('amplify-banwatch-bob-sandbox-0123456789'))).not.toBe(sandbox);
  });
});
