import { useEffect, useRef } from 'preact/hooks';

export interface LightboxItem {
  kind: 'image' | 'video';
  /** A path on this server (/user_uploads/…): the browser's download cookie loads it, no key in any address. */
  url: string;
  title: string;
}

/**
 * An uploaded image or video at full size, over the page. The page's address
 * does not change (nothing enters the history); "Download" saves the file
 * without navigating.
 */
export function Lightbox({ item, onClose }: { item: LightboxItem; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      class="lightbox"
      aria-label={item.title || 'Preview'}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (e.target === dialog.current) dialog.current?.close();
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <div class="lightbox-bar">
        <span class="lightbox-title">{item.title}</span>
        <a href={item.url} download={item.title || true}>
          Download
        </a>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {item.kind === 'image' ? (
        <img src={item.url} alt={item.title} />
      ) : (
        <video src={item.url} controls autoplay aria-label={item.title} />
      )}
    </dialog>
  );
}
