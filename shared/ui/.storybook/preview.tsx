import { basePreview } from '../../../storybook/preset/preview-base';

export default basePreview;
