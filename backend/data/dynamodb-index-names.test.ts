/**
 * The AWS functions query indexes by name (amplify/functions/shared/dynamodb-records-port.ts);
 * each name must be the one Gen 2 gives the declared index, or the query fails only when deployed.
 */
import { indexNameOf } from '../../amplify/functions/shared/dynamodb-records-port';
import { loadDataDeclaration } from './declaration/load-declaration';

const indexes = loadDataDeclaration().models.models.flatMap((model) => model.indexes.map((index) => ({ model: model.name, ...index })));

describe('the index names the AWS functions query', () => {
  it.each(indexes)('$model by $partitionKey is $name', ({ model, partitionKey, name }) => {
    expect(indexNameOf(model, partitionKey)).toBe(name);
  });
});
