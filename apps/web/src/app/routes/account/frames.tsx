import { DocumentTitle } from '../../../components/document-title';
import { MyFrames } from '../../../features/account';

/** `/dashboard-client/frames`: the frames the customer received, and what fits them. */
function FramesRoute() {
  return (
    <section
      aria-labelledby="frames-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <DocumentTitle title="My frames" />
      <h2 id="frames-heading" className="mb-4 text-lg font-semibold text-slate-900">
        My frames
      </h2>
      <MyFrames />
    </section>
  );
}

export { FramesRoute as Component };
