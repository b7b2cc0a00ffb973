// Media helpers of @app/core: the imgproxy URL builder, the avatar fallback rule and encrypted files in notes.
export {
  proxyImageUrl,
  signImgproxyPath,
  imgproxyPath,
  isProxiable,
  IMGPROXY_DPR,
  type ImgproxySettings,
  type ProxySize,
} from './image-proxy'
export {
  startImage,
  nextImageState,
  fallbackDueAt,
  imageSrc,
  IMAGE_FALLBACK_MS,
  type ImageSourceState,
  type ImageLoadEvent,
} from './image-fallback'
export { loadEncryptedFiles, type EncryptedFileMeta, type EncryptedFilesCode, type OpenEncryptedFileOptions, type FileFetch } from './encrypted-files'
