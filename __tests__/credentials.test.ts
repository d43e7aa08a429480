// Unit tests of the token's git configuration and of the forms of it that must be masked in the log.
import { basicCredential, derivedForms, tokenGitConfig } from '../src/credentials.js';

describe('basicCredential', () => {
  test('is the base64 of x-access-token:<token>', () => {
    expect(basicCredential('abc123')).toBe('eC1hY2Nlc3MtdG9rZW46YWJjMTIz');
  });

  test('encodes special characters of the token as UTF-8 bytes', () => {
    expect(Buffer.from(basicCredential('p@ss/w+rd=é'), 'base64').toString('utf8')).toBe('x-access-token:p@ss/w+rd=é');
  });
});

describe('derivedForms', () => {
  test('includes the token itself', () => {
    expect(derivedForms('abc123')).toContain('abc123');
  });

  test('includes the base64 of x-access-token:<token> that git sends', () => {
    expect(derivedForms('abc123')).toContain('eC1hY2Nlc3MtdG9rZW46YWJjMTIz');
  });

  test('includes the base64 of the bare token', () => {
    expect(derivedForms('abc123')).toContain('YWJjMTIz');
  });

  test('includes the URL-encoded form of a token with special characters', () => {
    expect(derivedForms('p@ss/w+rd=')).toContain('p%40ss%2Fw%2Brd%3D');
  });

  test('lists each form once when the URL-encoded form equals the token', () => {
    expect(derivedForms('abc123')).toEqual(['abc123', 'eC1hY2Nlc3MtdG9rZW46YWJjMTIz', 'YWJjMTIz']);
  });
});

describe('tokenGitConfig', () => {
  const origin = 'https://github.com/';

  test('resets the inherited extraheader, then sets the token header, both scoped to the origin', () => {
    const config = tokenGitConfig('abc123', origin);

    expect(config.slice(0, 2)).toEqual([
      ['http.https://github.com/.extraheader', ''],
      ['http.https://github.com/.extraheader', 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46YWJjMTIz'],
    ]);
  });

  test('switches credential helpers off', () => {
    expect(tokenGitConfig('abc123', origin)).toContainEqual(['credential.helper', '']);
  });

  test('scopes the header to a host and port of its own', () => {
    const keys = tokenGitConfig('abc123', 'http://127.0.0.1:8080/').map(([key]) => key);

    expect(keys).toEqual([
      'http.http://127.0.0.1:8080/.extraheader',
      'http.http://127.0.0.1:8080/.extraheader',
      'credential.helper',
    ]);
  });

  test('never puts the token itself in a value, only its base64 form', () => {
    const values = tokenGitConfig('abc123', origin).map(([, value]) => value);

    expect(values.some((value) => value.includes('abc123'))).toBe(false);
  });
});
