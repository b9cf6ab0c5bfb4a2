import { describe, expect, it } from 'vitest';
import { FRAME_SIZES } from '../frame-sizes';
import { FAQ_TABS, FAQ_TOPIC_IDS } from '../content-routes';
import { ContactRequestSchema, newsArticlePath, printTemplatePath } from './content';

const valid = {
  name: 'Jordan Lee',
  email: 'Jordan@Example.com',
  message: 'Do you ship the 200 × 250 frame to Vancouver?',
};

describe('contact request', () => {
  it('accepts a message and normalises the e-mail', () => {
    expect(ContactRequestSchema.parse({ ...valid, phone: '', website: '' })).toMatchObject({
      email: 'jordan@example.com',
      phone: undefined,
    });
  });

  it('rejects a short message, a bad e-mail and unknown fields', () => {
    const result = ContactRequestSchema.safeParse({
      ...valid,
      email: 'nope',
      message: 'Hi',
      extra: 1,
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.') || issue.code);
    expect(paths).toEqual(expect.arrayContaining(['email', 'message', 'unrecognized_keys']));
  });

  it('refuses messages over 5000 characters', () => {
    expect(ContactRequestSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(
      false,
    );
  });
});

describe('content paths', () => {
  it('builds template and news paths', () => {
    expect(printTemplatePath(FRAME_SIZES[0]!)).toBe('/api/print-templates/mlb-85x150.pdf');
    expect(newsArticlePath('/firstNewsDetails')).toBe('/api/content/news/firstNewsDetails');
  });

  it('has one FAQ tab per topic plus Show All', () => {
    expect(FAQ_TABS.map((tab) => tab.topic)).toEqual([null, ...FAQ_TOPIC_IDS]);
  });
});
