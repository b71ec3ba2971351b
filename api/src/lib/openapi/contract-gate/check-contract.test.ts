// The gate on a fixture pair of documents (fixtures/released.json and fixtures/removed-field.json, the
// same contract without a response field): no network, no database.
import { checkContract } from './check-contract';
import type { JsonObject } from './normalize-schema';
import releasedFixture from './fixtures/released.json';
import removedFieldFixture from './fixtures/removed-field.json';

const released = releasedFixture as unknown as JsonObject;
const CHANGELOG_1 = '# Changelog\n\n## 1.0.0\n\nThe first released contract.\n';

function withVersion(document: JsonObject, version: string): JsonObject {
  return { ...structuredClone(document), info: { title: 'Fixture', version } };
}

describe('the breaking-change gate', () => {
  it('fails on a removed response field, naming the operation and the field', () => {
    const result = checkContract(released, removedFieldFixture as unknown as JsonObject, CHANGELOG_1);
    expect(result.breaking).toEqual([
      { operation: 'GET /api/listings', detail: 'response 200 body.items[].city: field removed' },
    ]);
    expect(result.problems).toEqual([
      expect.stringContaining('a breaking change needs a new major version (set 2.0.0'),
    ]);
  });

  it('passes an additive change: a new operation, optional inputs, response fields, enum values, errors', () => {
    const current = structuredClone(released) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a fixture edited freely
    const listings = current.paths['/api/listings'].get;
    listings.parameters.push({ name: 'sort', in: 'query', required: false, schema: { type: 'string' } });
    const item = listings.responses['200'].content['application/json'].schema.properties.items.items;
    item.properties.rating = { type: 'number', nullable: true };
    item.properties.status.enum.push('archived');
    listings.responses['503'] = { description: 'Unavailable' };
    listings.responses['400'].content['application/json'].schema.properties.code = { type: 'string' };
    const booking = current.paths['/api/bookings'].post;
    booking.requestBody.content['application/json'].schema.properties.note = { type: 'string' };
    booking.requestBody.content['application/json'].schema.properties.message.maxLength = 8000;
    current.paths['/api/rates'] = { get: { responses: { 200: { description: 'Rates' } } } };

    const result = checkContract(released, current, CHANGELOG_1);
    expect(result).toMatchObject({ breaking: [], problems: [] });
  });

  it('passes a breaking change recorded under a new major version naming its operation', () => {
    const current = withVersion(removedFieldFixture as unknown as JsonObject, '2.0.0');
    const changelog = `# Changelog\n\n## 2.0.0\n\n- \`GET /api/listings\`: items no longer carry \`city\`.\n\n${CHANGELOG_1.slice(13)}`;
    expect(checkContract(released, current, changelog)).toMatchObject({
      problems: [],
      currentVersion: '2.0.0',
    });
  });

  it('still fails when the new major has no section, or a section that does not name the operation', () => {
    const current = withVersion(removedFieldFixture as unknown as JsonObject, '2.0.0');
    expect(checkContract(released, current, CHANGELOG_1).problems).toEqual([
      'api/CHANGELOG.md has no "## 2.0.0" section recording the breaking changes',
    ]);
    const vague = `# Changelog\n\n## 2.0.0\n\n- \`POST /api/bookings\`: something else.\n\n## 1.0.0\n`;
    expect(checkContract(released, current, vague).problems).toEqual([
      'api/CHANGELOG.md "## 2.0.0" does not name `GET /api/listings`',
    ]);
  });

  it('does not take a minor version, or a section of another version, as recording a breaking change', () => {
    const minor = withVersion(removedFieldFixture as unknown as JsonObject, '1.1.0');
    const changelog = '## 1.1.0\n\n- `GET /api/listings`: no city.\n';
    expect(checkContract(released, minor, changelog).problems).toHaveLength(1);
    const major = withVersion(removedFieldFixture as unknown as JsonObject, '2.0.0');
    expect(checkContract(released, major, '## 2.0.01\n\n- `GET /api/listings`\n').problems).toHaveLength(1);
  });
});
