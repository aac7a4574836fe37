export * from './bolt-simulator';
