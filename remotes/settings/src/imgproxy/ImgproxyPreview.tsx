import styled from '@emotion/styled';
import type { ImgproxySettings } from '@app/core';
import { FieldHint } from '../ui';
import { useProxiedUrl } from './useProxiedUrl';

const Address = styled.output`
  display: block;
  margin-top: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.sm}px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  overflow-wrap: anywhere;
`;

const Picture = styled.img`
  display: block;
  width: 320px;
  max-width: 100%;
  aspect-ratio: 16 / 9;
  margin-top: ${(p) => p.theme.spacing.sm}px;
  object-fit: cover;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

export interface ImgproxyPreviewProps {
  /** The saved settings (never an invalid draft). */
  settings: ImgproxySettings;
  /** The image to send through the proxy. */
  source: string;
}

/** A sample image through the proxy URL builder: the generated address in a monospace line, and the image itself. */
export function ImgproxyPreview({ settings, source }: ImgproxyPreviewProps) {
  const proxied = useProxiedUrl(source, settings);
  const through = proxied !== null && proxied !== source;
  return (
    <div>
      <FieldHint>{proxied === null ? 'Signing the address…' : through ? 'Images load through the proxy:' : 'The proxy is off or incomplete: images load from their original address.'}</FieldHint>
      <Address aria-label="Proxied address" data-testid="proxied-url">
        {proxied ?? ''}
      </Address>
      {proxied && <Picture src={proxied} alt="Sample image as the app would load it" loading="lazy" />}
    </div>
  );
}
