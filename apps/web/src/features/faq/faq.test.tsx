import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ, fakeContent } from '../../../test/content-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

function faqApi() {
  const api = fakeApi();
  fakeContent(api);
  return api;
}

/** The accordion's question buttons. */
function questions() {
  return [...document.querySelectorAll<HTMLButtonElement>('button[aria-controls^="faq-"]')];
}

describe('FAQ', () => {
  it('shows all 15 questions on /faq and only a topic’s on its tab', async () => {
    faqApi();
    const { user, router } = renderRoute('/faq');
    expect(await screen.findByRole('button', { name: FAQ[0]!.question })).toBeVisible();
    expect(questions()).toHaveLength(15);

    const tabs = screen.getByRole('navigation', { name: 'FAQ topics' });
    await user.click(within(tabs).getByRole('link', { name: 'Backlit Frames' }));
    expect(router.state.location.pathname).toBe('/backlit-frames');
    expect(await screen.findByRole('heading', { level: 2, name: 'Backlit Frames' })).toBeVisible();
    const productQuestions = FAQ.filter((entry) => entry.topic === 'products');
    await waitFor(() => expect(questions()).toHaveLength(productQuestions.length));
    expect(questions().map((button) => button.textContent)).toEqual(
      productQuestions.map((entry) => entry.question),
    );
    expect(within(tabs).getByRole('link', { name: 'Backlit Frames' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens and closes an answer', async () => {
    faqApi();
    const { user } = renderRoute('/artwork');
    const question = await screen.findByRole('button', { name: 'Question 1 about artwork?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('Answer 1.');

    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('describes the questions on screen as FAQPage structured data', async () => {
    faqApi();
    renderRoute('/general');
    await screen.findByRole('button', { name: 'Question 3 about general?' });
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    const general = FAQ.filter((entry) => entry.topic === 'general');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual(
      general.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.text },
      })),
    );
  });
});
