import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { createDynamoDbSignIns, signInsTableName } from '../sign-in-history/dynamodb-sign-ins';
import { recordSignIn } from '../sign-in-history/sign-in-history';

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/**
 * Cognito runs this after every completed sign-in (password, SRP, after a second factor, hosted),
 * never for a refresh. Its clientMetadata is what the sign-in's RespondToAuthChallenge carried
 * (an InitiateAuth's does not reach this trigger, so a USER_PASSWORD_AUTH sign-in without a
 * second factor is an unknown device). The event holds no client address.
 */
export const handler = async (event: PostAuthenticationTriggerEvent, client = documents, now = new Date()): Promise<PostAuthenticationTriggerEvent> => {
  const userSub = event.request.userAttributes.sub;
  if (userSub) {
    await recordSignIn(createDynamoDbSignIns(client, signInsTableName()), { userSub, at: now, clientMetadata: event.request.clientMetadata }, (message, error) =>
      console.error(message, error),
    );
  }
  return event;
};
