export {
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  ImageRejectedError,
  PHOTO_TURNS,
  ProductImages,
  type PreparedImage,
} from './product-images';
