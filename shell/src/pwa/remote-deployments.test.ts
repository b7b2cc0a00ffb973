import { describe, expect, it, vi } from 'vitest';
import { createRemoteDeploymentCheck } from './remote-deployments';

const manifest = (hash: string) => JSON.stringify({ exposes: [{ assets: { js: { sync: [`__federation_expose_Home.${hash}.js`], async: ['1.aaaaaa.js'] } } }] });

describe('remote deployment check', () => {
  it('says nothing while each remote keeps its build, and names the one deployed anew', async () => {
    const served = new Map([
      ['http://a/mf-manifest.json', manifest('111111')],
      ['http://b/mf-manifest.json', manifest('222222')],
    ]);
    const deployed = vi.fn();
    const check = createRemoteDeploymentCheck([...served.keys()], deployed, async (url) => served.get(url)!);
    await check();
    await check();
    expect(deployed).not.toHaveBeenCalled();
    served.set('http://b/mf-manifest.json', manifest('333333'));
    await check();
    expect(deployed).toHaveBeenCalledExactlyOnceWith('http://b/mf-manifest.json');
  });

  it('skips a remote it cannot reach or read, and compares it once it answers', async () => {
    let answer: () => Promise<string> = async () => {
      throw new Error('offline');
    };
    const deployed = vi.fn();
    const check = createRemoteDeploymentCheck(['http://a/mf-manifest.json'], deployed, () => answer());
    await check();
    answer = async () => 'not json';
    await check();
    answer = async () => manifest('111111');
    await check();
    answer = async () => manifest('444444');
    await check();
    expect(deployed).toHaveBeenCalledOnce();
  });
});
