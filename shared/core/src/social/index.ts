// The signed-in user's follow and mute lists and profile edits (issue 4; spec 2 §4–§8).
export { createSocialService, type SocialServiceDeps } from './social-service'
export { SOCIAL_ERRORS, type SocialService, type ProfileFields } from './social-types'
