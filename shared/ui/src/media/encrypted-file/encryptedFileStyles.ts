import styled from '@emotion/styled';

/** Spec 3 §2: decrypted images and videos are at most 400 px high. */
export const ENCRYPTED_MEDIA_MAX_HEIGHT = 400;

export const FileBox = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.spacing.xs}px;
  max-width: min(100%, 650px);
  margin: ${(p) => p.theme.spacing.sm}px 0;
  white-space: normal;
  overflow-wrap: anywhere;
`;

export const DownloadRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  max-width: 100%;
  & > button {
    max-width: 100%;
    text-align: start;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

export const ErrorText = styled.span`
  color: ${(p) => p.theme.colors.error};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

export const ProgressTrack = styled.span`
  display: block;
  width: min(100%, 320px);
  height: 6px;
  border-radius: ${(p) => p.theme.radius.round}px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  overflow: hidden;
`;

export const ProgressFill = styled.span`
  display: block;
  height: 100%;
  background: ${(p) => p.theme.colors.accent};
  transition: width 0.2s;
`;

export const DecryptedImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: ${ENCRYPTED_MEDIA_MAX_HEIGHT}px;
  border-radius: ${(p) => p.theme.radius.md}px;
  object-fit: contain;
`;

export const DecryptedVideo = styled.video`
  display: block;
  max-width: 100%;
  max-height: ${ENCRYPTED_MEDIA_MAX_HEIGHT}px;
  border-radius: ${(p) => p.theme.radius.md}px;
`;
