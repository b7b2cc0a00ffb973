export { Composer, type ComposerProps } from './Composer';
export { ComposerForm, COMPOSER_PLACEHOLDER, type ComposerFormProps, type ComposerMode } from './ComposerForm';
export { ComposerServicesProvider, useComposerServices, type ComposerServices } from './composer-services';
