export * from './fudy-simulator';
