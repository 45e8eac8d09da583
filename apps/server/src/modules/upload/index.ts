// What code outside modules/upload/ may use; every other file here is private to the module.
export { moveUploadBytesToStore } from './move-bytes';
export { openUploadStorage } from './open-storage';
export { registerUploadServing, uploadCalls } from './routes';
export {
  DEFAULT_UPLOAD_QUOTA,
  ownUpload,
  type UploadDeps,
  type UploadQuota,
  uploadNameOf,
  uploadOwnedBy,
} from './service';
export { createUploadSigner, type UploadSigner } from './signed-url';
export { createLocalStorage, type UploadStorage } from './storage';
export { markUploadPublic, markUploadsPrivate } from './store';
