import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import { MAX_RENDERED_CHARS } from './leadingText';
import { NoteContent } from './NoteContent';

const NPUB = 'npub10elfcs4fr0l0r8af98jlmgdh9c8tcxjvz9qkw038js35mp4dma8qzvjptg';

function renderContent(content: string) {
  return renderWithApp(<NoteContent content={content} />).container;
}

const anchors = (root: HTMLElement) => [...root.querySelectorAll('a')];

afterEach(cleanup);

describe('NoteContent', () => {
  it('keeps markup as visible text and creates no elements from it', () => {
    const hostile = '<script>alert(1)</script> <img src=x onerror=alert(1)> <b>bold</b>';
    const root = renderContent(hostile);
    expect(root.querySelector('script, img, b')).toBeNull();
    expect(root.textContent).toBe(hostile);
  });

  it('leaves javascript:, data: and other schemes as text', () => {
    const root = renderContent(
      'javascript:alert(1) data:text/html,<script>x</script> ftp://a.b JAVASCRIPT:void(0)',
    );
    expect(anchors(root)).toHaveLength(0);
    expect(root.textContent).toContain('javascript:alert(1)');
  });

  it('links http(s) URLs in a new tab without referrer or follow', () => {
    const root = renderContent('see https://example.com/page, and http://x.org.');
    const [first, second] = anchors(root);
    expect(first.getAttribute('href')).toBe('https://example.com/page');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(second.textContent).toBe('http://x.org');
    expect(root.textContent).toBe('see https://example.com/page, and http://x.org.');
  });

  it('never turns a javascript: URL hidden in a link into an href', () => {
    const root = renderContent('https://ok.example/"onmouseover="alert(1) javascript://x.com');
    expect(anchors(root).map((a) => a.getAttribute('href'))).toEqual(['https://ok.example/']);
  });

  it('shortens long link labels to 47 characters and "..."', () => {
    const url = `https://example.com/${'a'.repeat(80)}`;
    const [anchor] = anchors(renderContent(url));
    expect(anchor.textContent).toBe(`${url.slice(0, 47)}...`);
    expect(anchor.textContent).toHaveLength(50);
    expect(anchor.getAttribute('href')).toBe(url);
  });

  it('keeps line breaks', () => {
    expect(renderContent('one\ntwo\n\nthree').textContent).toBe('one\ntwo\n\nthree');
  });

  it('links hashtags to the search page', () => {
    const [anchor] = anchors(renderContent('hello #Nostr world, not a#b or &#123;'));
    expect(anchor.textContent).toBe('#Nostr');
    expect(anchor.getAttribute('href')).toBe('/search/%23nostr');
    expect(anchors(renderContent('a#b &#123; #x'))).toHaveLength(0);
  });

  it('links nostr: mentions inside the app', () => {
    const note = 'note1' + 'q'.repeat(58);
    const root = renderContent(`hi nostr:${NPUB} see nostr:${note} nostr:bogus`);
    const [profile, event] = anchors(root);
    expect(profile.getAttribute('href')).toBe(`/${NPUB}`);
    expect(profile.getAttribute('target')).toBeNull();
    expect(event.getAttribute('href')).toBe(`/${note}`);
    expect(root.textContent).toContain('nostr:bogus');
  });
});

describe('NoteContent with very long text', () => {
  it('renders the first MAX_RENDERED_CHARS characters, then the whole text when asked', () => {
    const text = `${'lorem ipsum #hostile https://example.com/path\n'.repeat(400)}THE END`;
    const root = renderContent(text);
    expect(root.textContent!.length).toBeLessThan(MAX_RENDERED_CHARS + 100);
    expect(root.textContent).not.toContain('THE END');
    fireEvent.click(screen.getByRole('button', { name: `Show the whole text (${text.length.toLocaleString('en')} characters)` }));
    expect(root.textContent).toBe(text);
    expect(root.querySelectorAll('a')).toHaveLength(800);
  });
});
