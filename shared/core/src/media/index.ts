// Media helpers of @app/core: the imgproxy URL builder and the avatar fallback rule.
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
