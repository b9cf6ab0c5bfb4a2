import { ISOLATED_FILES, webProject } from './vitest.config';

export default webProject({ name: 'web-isolated', include: ISOLATED_FILES, isolate: true });
