export default function Home() { return <h1 className="text-3xl">Home</h1>; }
