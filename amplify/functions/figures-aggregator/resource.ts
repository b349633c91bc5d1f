import { defineFunction } from '@aws-amplify/backend';

/**
 * Keeps the statistics figures from the public tables' DynamoDB streams (amplify/backend.ts wires
 * the streams and the figures table). In the data stack, beside the tables it reads.
 */
export const figuresAggregator = defineFunction({ name: 'figuresAggregator', entry: './handler.ts', timeoutSeconds: 120, memoryMB: 512, resourceGroupName: 'data' });
