import styled from '@emotion/styled';
import { Spinner } from '@app/ui';

/** The map's box. */
export const Frame = styled.div`
  position: relative;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

export const Status = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${(p) => p.theme.colors.muted};
`;

/** The map's box with the loading spinner, while the map's code or Leaflet loads. */
export function MapLoading({ height }: { height: number }) {
  return (
    <Frame style={{ height }}>
      <Status>
        <Spinner label="Loading map" />
      </Status>
    </Frame>
  );
}
