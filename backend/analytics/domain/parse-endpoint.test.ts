import { parseEndpointUpdate } from './parse-endpoint';

const messageFor = (endpoint: unknown) => {
  try {
    parseEndpointUpdate(endpoint);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('parseEndpointUpdate', () => {
  it('keeps only the fields the request sets', () => {
    expect(parseEndpointUpdate({})).toEqual({});
    expect(parseEndpointUpdate({ OptOut: 'ALL' })).toEqual({ optOut: 'ALL' });
  });

  it('reads every field of an EndpointRequest', () => {
    expect(
      parseEndpointUpdate({
        Address: 'token',
        ChannelType: 'IN_APP',
        Attributes: { theme: ['dark'] },
        Demographic: { Platform: 'web', AppVersion: '1.0.0', Unknown: 'ignored' },
        Location: { Country: 'US', Latitude: 45.5, Longitude: -122.6 },
        Metrics: { visits: 3 },
        OptOut: 'NONE',
        User: { UserId: 'u1', UserAttributes: { plan: ['free'] } },
        EndpointStatus: 'ACTIVE',
        EffectiveDate: '2024-05-01T12:00:00Z',
        RequestId: 'r1',
      }),
    ).toEqual({
      address: 'token',
      channelType: 'IN_APP',
      attributes: { theme: ['dark'] },
      demographic: { Platform: 'web', AppVersion: '1.0.0' },
      location: { Country: 'US', Latitude: 45.5, Longitude: -122.6 },
      metrics: { visits: 3 },
      optOut: 'NONE',
      userId: 'u1',
      userAttributes: { plan: ['free'] },
      endpointStatus: 'ACTIVE',
      effectiveDate: '2024-05-01T12:00:00.000Z',
    });
  });

  it('drops an address or attribute values that are IP addresses', () => {
    expect(parseEndpointUpdate({ Address: '198.51.100.7', Attributes: { ip: ['2001:db8::2', 'kept'] } })).toEqual({ attributes: { ip: ['kept'] } });
  });

  it.each([
    ['an unknown opt-out', { OptOut: 'SOME' }, 'OptOut must be ALL or NONE.'],
    ['an unknown channel', { ChannelType: 'FAX' }, expect.stringMatching(/^ChannelType must be one of PUSH, GCM/)],
    ['attributes that are not lists', { Attributes: { theme: 'dark' } }, 'Attributes.theme must be a list of at most 50 strings.'],
    ['an attribute value over 100 characters', { Attributes: { a: ['x'.repeat(101)] } }, 'Attributes.a values must be strings of at most 100 characters.'],
    ['a latitude off the globe', { Location: { Latitude: 91 } }, 'Location.Latitude must be a number from -90 to 90.'],
    ['a demographic that is not an object', { Demographic: 'web' }, 'Demographic must be an object.'],
    ['a user id that is not a string', { User: { UserId: 7 } }, 'User.UserId must be a non-empty string.'],
    ['a body that is not an object', [], 'The endpoint must be an object.'],
  ])('refuses %s', (_, endpoint, message) => {
    expect(messageFor(endpoint)).toEqual(message);
  });
});
