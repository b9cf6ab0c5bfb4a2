import { telHref, type ShopInfo } from '@backlit/domain';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailContent } from './mail-layout';

/**
 * The storefront's colours: its night-blue header and amber light. Mail clients that honour
 * `prefers-color-scheme` get the darker set from the style block; the others (Gmail among them)
 * keep the light one or invert it themselves, which these contrasts survive.
 */
export const MAIL_COLOURS = {
  night: '#0b1220',
  amber: '#fbbf24',
  amberDeep: '#f59e0b',
  page: '#f1f5f9',
  card: '#ffffff',
  ink: '#0f172a',
  muted: '#475569',
  rule: '#e2e8f0',
  link: '#b45309',
} as const;

/** System fonts only: a web font would be fetched from elsewhere, and many clients block it. */
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The few rules inline styles cannot say: the dark scheme and the narrow screen. Classes carry
 * them; every element also has its inline light style for the clients that drop style blocks.
 */
const STYLE_BLOCK = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page, .mail-page > table > tbody > tr > td { background-color: #070c17 !important; }
  .mail-card { background-color: #121b2e !important; }
  .mail-ink { color: #e2e8f0 !important; }
  .mail-muted { color: #94a3b8 !important; }
  .mail-rule { border-color: #334155 !important; }
  .mail-link { color: #fcd34d !important; }
}
@media only screen and (max-width: 480px) {
  .mail-card { padding: 20px 16px !important; }
  .mail-heading { font-size: 20px !important; }
}
`;

const styles = {
  body: { backgroundColor: MAIL_COLOURS.page, margin: 0, padding: '24px 8px', fontFamily: FONT },
  container: { width: '100%', maxWidth: '600px' },
  header: {
    backgroundColor: MAIL_COLOURS.night,
    borderRadius: '12px 12px 0 0',
    borderBottom: `3px solid ${MAIL_COLOURS.amberDeep}`,
    padding: '18px 24px',
  },
  mark: {
    width: '14px',
    height: '18px',
    backgroundColor: MAIL_COLOURS.amber,
    border: `3px solid #cbd5e1`,
    borderRadius: '3px',
  },
  shopName: {
    margin: 0,
    paddingLeft: '12px',
    color: '#ffffff',
    fontSize: '19px',
    fontWeight: 800,
    letterSpacing: '-0.01em',
    lineHeight: '24px',
  },
  card: {
    backgroundColor: MAIL_COLOURS.card,
    borderRadius: '0 0 12px 12px',
    padding: '32px',
  },
  heading: {
    margin: '0 0 16px',
    color: MAIL_COLOURS.ink,
    fontSize: '22px',
    lineHeight: '30px',
    fontWeight: 700,
  },
  paragraph: {
    margin: '0 0 16px',
    color: MAIL_COLOURS.ink,
    fontSize: '15px',
    lineHeight: '24px',
    overflowWrap: 'anywhere',
  },
  note: {
    margin: '0 0 12px',
    color: MAIL_COLOURS.muted,
    fontSize: '13px',
    lineHeight: '20px',
    overflowWrap: 'anywhere',
  },
  button: {
    backgroundColor: MAIL_COLOURS.amber,
    color: MAIL_COLOURS.night,
    borderRadius: '8px',
    fontSize: '15px',
    fontWeight: 700,
    padding: '13px 22px',
    textDecoration: 'none',
  },
  link: { color: MAIL_COLOURS.link, textDecoration: 'underline', wordBreak: 'break-all' },
  rule: { border: 'none', borderTop: `1px solid ${MAIL_COLOURS.rule}`, margin: '24px 0' },
  footer: {
    margin: 0,
    color: MAIL_COLOURS.muted,
    fontSize: '12px',
    lineHeight: '19px',
    overflowWrap: 'anywhere',
  },
} satisfies Record<string, CSSProperties>;

/**
 * One layout for every e-mail: the shop's name on its night-blue band, a white card at most
 * 600 px wide that shrinks with the screen, and the shop's contact details at the foot.
 */
export function MailLayout(props: {
  shop: ShopInfo;
  heading: string;
  /** The line an inbox shows beside the subject. */
  preview?: string;
  children: ReactNode;
}) {
  const { shop } = props;
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{props.heading}</title>
        <style>{STYLE_BLOCK}</style>
      </Head>
      <Body style={styles.body} className="mail-page">
        <Preview>{props.preview ?? props.heading}</Preview>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Row>
              <Column style={{ width: '20px' }}>
                <div style={styles.mark} />
              </Column>
              <Column>
                <p style={styles.shopName}>{shop.name}</p>
              </Column>
            </Row>
          </Section>
          <Section style={styles.card} className="mail-card">
            <Heading as="h1" style={styles.heading} className="mail-ink mail-heading">
              {props.heading}
            </Heading>
            {props.children}
            <Hr style={styles.rule} className="mail-rule" />
            <Text style={styles.footer} className="mail-muted">
              {shop.name} · {shop.address}
              <br />
              <Link
                href={telHref(shop.phone)}
                style={{ color: MAIL_COLOURS.muted }}
                className="mail-muted"
              >
                {shop.phone}
              </Link>
              {' · '}
              <Link
                href={`mailto:${shop.email}`}
                style={{ color: MAIL_COLOURS.muted }}
                className="mail-muted"
              >
                {shop.email}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function MailParagraph({ children }: { children: ReactNode }) {
  return (
    <Text style={styles.paragraph} className="mail-ink">
      {children}
    </Text>
  );
}

export function MailNote({ children }: { children: ReactNode }) {
  return (
    <Text style={styles.note} className="mail-muted">
      {children}
    </Text>
  );
}

/** A link in running text, in the shop's accent. */
export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link} className="mail-link">
      {children}
    </Link>
  );
}

/** The one thing to do next, as a button, with the address spelled out for clients without. */
export function MailAction({ label, url }: { label: string; url: string }) {
  return (
    <Section style={{ margin: '24px 0 8px' }}>
      <Button href={url} style={styles.button}>
        {label}
      </Button>
      <Text style={{ ...styles.note, margin: '16px 0 0' }} className="mail-muted">
        If the button does not work, copy this address into your browser:
        <br />
        <MailLink href={url}>{url}</MailLink>
      </Text>
    </Section>
  );
}

/** A section's title inside the card. */
export function MailSubheading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      style={{
        margin: '28px 0 12px',
        color: MAIL_COLOURS.ink,
        fontSize: '17px',
        lineHeight: '24px',
      }}
      className="mail-ink"
    >
      {children}
    </Heading>
  );
}

/**
 * An e-mail's HTML. React escapes every text and attribute value it writes, so whatever a
 * customer typed (a name, a message) arrives as text, never as markup. Rendering is synchronous
 * string building on the server: no browser and no compile step, so there is nothing to cache.
 */
export function renderMailHtml(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** A sentence with the web addresses in it as links; a full stop or comma after one stays text. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)])/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <MailLink key={index} href={part}>
            {part}
          </MailLink>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The HTML part of an e-mail made of sentences, an optional action and small print. */
export function contentMailHtml(shop: ShopInfo, content: MailContent): string {
  return renderMailHtml(
    <MailLayout
      shop={shop}
      heading={content.heading}
      // The inbox shows the first real sentence beside the subject, not the greeting.
      preview={content.paragraphs.find((paragraph) => paragraph && !/^Hello\b/.test(paragraph))}
    >
      {content.paragraphs
        .filter((paragraph) => paragraph !== '')
        .map((paragraph, index) => (
          <MailParagraph key={index}>
            <Linked text={paragraph} />
          </MailParagraph>
        ))}
      {content.action ? <MailAction {...content.action} /> : null}
      {(content.notes ?? []).map((note, index) => (
        <MailNote key={index}>
          <Linked text={note} />
        </MailNote>
      ))}
    </MailLayout>,
  );
}
