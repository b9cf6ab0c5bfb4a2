import { describe, expect, it } from 'vitest';
import { isHomeLink } from './home-page';

describe('a hero button’s link', () => {
  it('is a page of the shop or an https address', () => {
    for (const link of [
      '/allproducts',
      '/faq#shipping',
      '/category/Backlit%20Frames?page=2',
      'https://guides.example.com',
      'https://guides.example.com:8443/spring?x=1#top',
    ]) {
      expect(isHomeLink(link), link).toBe(true);
    }
  });

  it('is never a script, another site without https, or a protocol-relative address', () => {
    for (const link of [
      'javascript:alert(1)',
      'http://insecure.example',
      '//elsewhere.example',
      '/\\elsewhere.example',
      'https://',
      'https://spaced out.example',
      'allproducts',
      'mailto:shop@example.com',
      '/all products',
    ]) {
      expect(isHomeLink(link), link).toBe(false);
    }
  });
});
