import Image from "next/image";
export default function Home() {
  return (
    <div><main>
      <Image src="/next.svg" alt="Next.js logo" width={100} height={20} priority />
      <h1>To get started, edit the page.tsx file.</h1>
      <a href="https://vercel.com/templates">Templates</a>
    </main></div>
  );
}
