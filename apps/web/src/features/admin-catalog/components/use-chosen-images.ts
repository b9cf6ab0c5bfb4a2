import { useEffect, useRef, useState } from 'react';

/** A photo chosen in the browser, shown from an object URL until it is uploaded or dropped. */
export type ChosenImage = { key: string; file: File; url: string };

let nextKey = 0;

/**
 * The photos chosen for upload, in order. Owns their object URLs: each is revoked when its photo
 * is removed, when the list is cleared and when the form goes away.
 */
export function useChosenImages() {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const current = useRef(images);
  useEffect(() => {
    current.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of current.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  return {
    images,
    add(files: readonly File[]) {
      const added = files.map((file) => ({
        key: `chosen-${(nextKey += 1)}`,
        file,
        url: URL.createObjectURL(file),
      }));
      setImages((list) => [...list, ...added]);
    },
    remove(key: string) {
      const image = images.find((candidate) => candidate.key === key);
      if (image) URL.revokeObjectURL(image.url);
      setImages((list) => list.filter((candidate) => candidate.key !== key));
    },
    /** Moves a photo to the front (the main photo). */
    makeFirst(key: string) {
      setImages((list) => {
        const image = list.find((candidate) => candidate.key === key);
        return image ? [image, ...list.filter((candidate) => candidate !== image)] : list;
      });
    },
    /** Moves a photo one place earlier (-1) or later (+1); the first is the main photo. */
    move(key: string, step: -1 | 1) {
      setImages((list) => {
        const from = list.findIndex((candidate) => candidate.key === key);
        const to = from + step;
        if (from < 0 || to < 0 || to >= list.length) return list;
        const reordered = [...list];
        [reordered[from], reordered[to]] = [reordered[to]!, reordered[from]!];
        return reordered;
      });
    },
    clear() {
      for (const image of images) URL.revokeObjectURL(image.url);
      setImages([]);
    },
  };
}
