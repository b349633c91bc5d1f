import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoStaffDirectory } from './cognito-staff-directory';

const SUB = '0b3a1c2d-1111-4222-8333-444455556666';

describe('the staff directory on AWS', () => {
  it('asks ListUsers for the one account with that sub, as Cognito documents the filter, and reads its name', async () => {
    const sent: ListUsersCommand[] = [];
    const directory = createCognitoStaffDirectory(
      {
        send: async (command: ListUsersCommand) => {
          sent.push(command);
          return { Users: [{ Username: SUB, Attributes: [{ Name: 'email', Value: 'ada@example.com' }] }] };
        },
      } as never,
      'eu-west-1_pool',
    );
    expect(await directory.nameOf(SUB)).toBe('ada@example.com');
    expect(sent[0]).toBeInstanceOf(ListUsersCommand);
    expect(sent[0].input).toEqual({ UserPoolId: 'eu-west-1_pool', Filter: `sub = "${SUB}"`, Limit: 1, AttributesToGet: ['preferred_username', 'email'] });
  });

  it('answers null when no account has that sub any more', async () => {
    const directory = createCognitoStaffDirectory({ send: async () => ({ Users: [] }) } as never, 'eu-west-1_pool');
    expect(await directory.nameOf(SUB)).toBeNull();
  });
});
