// Types of hexo.mjs, for the TypeScript tests.
export declare function setDeployTarget(workspace: string, url: string, branch: string): Promise<string>;
export declare function addPost(workspace: string, slug: string, title: string, body: string): Promise<void>;
