export * from './contract/common';
export * from './contract/health';
export * from './shop';
export * from './ui';
